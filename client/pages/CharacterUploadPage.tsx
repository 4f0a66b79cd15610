// /character-upload: drop or pick one photo of the main character; it uploads at once (spec section 2).
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../lib/toast';
import { StepLayout } from '../components/layout/StepLayout';
import { StepRedirect } from '../components/layout/StepRedirect';
import { CharacterDropzone } from '../features/builder/upload/CharacterDropzone';
import { PhotoPreview } from '../features/builder/upload/PhotoPreview';
import { AidsChoice } from '../components/AidsChoice';
import { Button } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';
import { track } from '../lib/analytics';
import { fullStopAfter } from '../lib/sentence';
import { usePageMeta } from '../lib/pageMeta';
import { UploadError, uploadCharacterPhoto } from '../lib/uploadCharacter';
import { useBookBuilder } from '../state/useBookBuilder';
import { redirectFor } from '../state/flowGuards';
import { withPart } from '../lib/messageParts';
import { m } from '../lib/i18n';
import { readHeroPair } from '../../shared/heroPair';

export default function CharacterUploadPage() {
  usePageMeta({ title: m.builder_upload_title(), description: m.builder_upload_description() });
  const { draft, setMainCharacterPhoto, setHeroAids } = useBookBuilder();
  const [, navigate] = useLocation();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const redirect = redirectFor('character-upload', draft);
  if (redirect) return <StepRedirect to={redirect} />;

  const upload = async (file: File) => {
    setErrors([]);
    setLocalPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const url = await uploadCharacterPhoto(file);
      setMainCharacterPhoto(url);
      track('character_photo_uploaded', { fileSize: file.size, fileType: file.type });
      toast.success(m.builder_upload_success());
    } catch (error) {
      setLocalPreview(null);
      toast.error(m.builder_upload_failed());
      // The server says why (type, size, an unreadable image); the page shows it under the drop area.
      if (error instanceof UploadError) setErrors([error.message]);
    } finally {
      setUploading(false);
    }
  };

  const remove = () => {
    setLocalPreview(null);
    setMainCharacterPhoto(null);
  };

  const preview = localPreview ?? draft.mainCharacterPhoto ?? null;
  // A book about two ('Mum & Dad'): one photo of both is read left to right as they are named.
  const pair = readHeroPair(draft.author ?? '');

  return (
    <StepLayout
      progress={85}
      back="/ideas"
      title={m.builder_upload_title()}
      subtitle={withPart(
        (marker) => m.builder_upload_subtitle({ title: marker, stop: fullStopAfter(draft.idea?.title) }),
        <span className="font-bold text-ink">{draft.idea?.title}</span>,
      )}
    >
      <div className="flex flex-col gap-6">
        {pair ? (
          <p className="text-ink/80">{m.builder_upload_pair_hint({ first: pair.first, second: pair.second })}</p>
        ) : null}
        {preview ? (
          <PhotoPreview src={preview} uploading={uploading} onRemove={remove} />
        ) : (
          <CharacterDropzone disabled={uploading} onFile={(file) => void upload(file)} onReject={setErrors} />
        )}
        {errors.length > 0 ? (
          <ul role="alert" className="rounded-xl border-3 border-pow-dark bg-white p-4 font-bold text-pow-dark">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        <AidsChoice
          chosen={draft.heroAids ?? []}
          onChange={setHeroAids}
          legend={m.builder_aids_legend()}
          hint={m.builder_aids_hint()}
        />
        <Button
          size="lg"
          full
          disabled={uploading || !draft.mainCharacterPhoto}
          onClick={() => {
            track('character_upload_continue');
            navigate('/generate');
          }}
        >
          {uploading ? <Spinner /> : null}
          {uploading ? m.builder_uploading() : m.builder_continue()}
        </Button>
      </div>
    </StepLayout>
  );
}
