// Analytics events of spec section 7: pushed to the page's data layer (for a tag manager) and logged.
export type AnalyticsEvent =
  | 'view_landing'
  | 'click_gift_cta'
  | 'choose_type'
  | 'set_author'
  | 'open_question_modal'
  | 'open_edit_answer_modal'
  | 'update_answer'
  | 'save_answer'
  | 'remove_answer'
  | 'ideas_regenerate_clicked'
  | 'idea_selected'
  | 'idea_continue'
  | 'character_photo_uploaded'
  | 'character_upload_continue'
  | 'comic_front_page_generated'
  | 'comic_saved'
  | 'comic_generation_complete';

type Fields = Record<string, string | number | boolean | null | undefined>;

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export function track(event: AnalyticsEvent, fields: Fields = {}): void {
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event, ...fields });
    console.info('[analytics]', event, fields);
  } catch {
    // Analytics must never break the product.
  }
}
