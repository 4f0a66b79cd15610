// What is wrong with a field of the "Add a person" form, in the page's language. The form checks its fields
// with the server's schema (shared/schemas.ts addCharacterInput), whose messages are English: each refusal is
// worded here from the field and the kind of problem, the English being the schema's own.
import type { z } from 'zod';
import { MAX_NICKNAME_LENGTH, MAX_PERSON_NAME_LENGTH } from '../../../../shared/limits';
import { m } from '../../../lib/i18n';

export type Field = 'fullName' | 'nickname' | 'portraitImageUrl';

export function fieldMessage(field: Field, issue: z.core.$ZodIssue): string {
  if (field === 'fullName') {
    if (issue.code === 'too_small') return m.library_person_full_name_missing();
    if (issue.code === 'too_big') return m.library_person_full_name_too_long({ max: MAX_PERSON_NAME_LENGTH });
    return m.library_person_full_name_invalid();
  }
  if (field === 'nickname') {
    if (issue.code === 'too_big') return m.library_person_nickname_too_long({ max: MAX_NICKNAME_LENGTH });
    return m.library_person_nickname_invalid();
  }
  if (field === 'portraitImageUrl') return m.library_person_photo_missing();
  // Not a field of the form (the comic's id): its message is not shown.
  return issue.message;
}
