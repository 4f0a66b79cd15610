// "Add a person from the story": a full name, an optional nickname, a photo and what they live with (a
// wheelchair, hearing aids), so a couple, a parent and child or best friends all appear in the book as
// themselves. The photo uploads as soon as it is picked (POST /api/uploads/characters, as on the upload step)
// and the form checks its fields with the same schema the server uses, so a refusal names the field in
// people's words before anything is sent.
import { useEffect, useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { ImagePlus, UserPlus } from 'lucide-react';
import { addCharacterInput } from '../../../../shared/schemas';
import { MAX_NICKNAME_LENGTH, MAX_PERSON_NAME_LENGTH, MAX_UPLOAD_BYTES } from '../../../../shared/limits';
import type { ChosenAid } from '../../../../shared/heroAids';
import { AidsChoice } from '../../../components/AidsChoice';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { toast } from '../../../lib/toast';
import { ACCEPT, rejectionMessages } from '../../../lib/photoFiles';
import { UploadError, uploadCharacterPhoto } from '../../../lib/uploadCharacter';
import { FieldError, TextField } from '../../../components/ui/FieldParts';
import { useCharacterChanges } from './useCharacterChanges';
import { m } from '../../../lib/i18n';
import { fieldMessage, type Field } from './personFieldMessages';

export function AddPersonForm({ comicId, full }: { comicId: string; full: boolean }) {
  const [open, setOpen] = useState(false);
  if (full) return <p className="mt-5 text-ink/80">{m.library_person_full()}</p>;
  if (!open) {
    return (
      <Button variant="secondary" className="mt-5" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-5" />
        {m.library_person_add_heading()}
      </Button>
    );
  }
  return <PersonForm comicId={comicId} onDone={() => setOpen(false)} />;
}

function PersonForm({ comicId, onDone }: { comicId: string; onDone(): void }) {
  const { add } = useCharacterChanges(comicId);
  const ids = { heading: useId(), fullName: useId(), nickname: useId(), photo: useId() };
  const [fullName, setFullName] = useState('');
  const [nickname, setNickname] = useState('');
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const [aids, setAids] = useState<ChosenAid[]>([]);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (file: File) => {
    setPhotoErrors([]);
    setErrors((e) => ({ ...e, portraitImageUrl: undefined }));
    setPreview(URL.createObjectURL(file));
    setPhotoUrl(null);
    setUploading(true);
    try {
      setPhotoUrl(await uploadCharacterPhoto(file));
      toast.success(m.library_person_uploaded());
    } catch (error) {
      setPreview(null);
      toast.error(m.library_person_upload_failed());
      if (error instanceof UploadError) setPhotoErrors([error.message]);
    } finally {
      setUploading(false);
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxSize: MAX_UPLOAD_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled: uploading || add.isPending,
    onDropAccepted: (files) => files[0] && void upload(files[0]),
    onDropRejected: (rejections) => setPhotoErrors(rejectionMessages(rejections)),
  });

  const submit = () => {
    const parsed = addCharacterInput.safeParse({ comicId, fullName, nickname, portraitImageUrl: photoUrl ?? '', aids });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= fieldMessage(field, issue);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, { onSuccess: onDone });
  };

  const photoErrorId = `${ids.photo}-error`;

  return (
    <form
      aria-labelledby={ids.heading}
      className="mt-5 flex flex-col gap-4 rounded-xl border-2 border-dashed border-ink bg-white/60 p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div>
        <h3 id={ids.heading} className="font-display text-2xl tracking-wide">
          {m.library_person_add_heading()}
        </h3>
        <p className="text-ink/80">{m.library_person_intro()}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={ids.fullName}
          label={m.library_person_full_name()}
          error={errors.fullName}
          value={fullName}
          maxLength={MAX_PERSON_NAME_LENGTH + 20}
          autoComplete="off"
          placeholder="Tadhg Murphy"
          onChange={(event) => setFullName(event.target.value)}
        />
        <TextField
          id={ids.nickname}
          label={
            <>
              {m.library_person_nickname()}{' '}
              <span className="font-normal text-ink/70">{m.library_person_optional()}</span>
            </>
          }
          error={errors.nickname}
          value={nickname}
          maxLength={MAX_NICKNAME_LENGTH + 20}
          autoComplete="off"
          placeholder="Taigie"
          onChange={(event) => setNickname(event.target.value)}
        />
      </div>
      <div>
        <p id={ids.photo} className="font-bold">
          {m.library_person_photo()}
        </p>
        <div
          {...getRootProps({
            className:
              `mt-1 flex cursor-pointer items-center gap-4 rounded-xl border-3 border-dashed border-ink p-3 ` +
              `${isDragActive ? 'bg-zap' : 'bg-white hover:bg-zap/30'}`,
          })}
        >
          <input
            {...getInputProps({
              'aria-label': m.library_person_upload_label(),
              'aria-describedby': errors.portraitImageUrl ? photoErrorId : undefined,
            })}
          />
          <span
            className={
              'relative grid size-20 shrink-0 place-items-center overflow-hidden ' +
              'rounded-full border-3 border-ink bg-zap'
            }
          >
            {preview ? (
              <img src={preview} alt={m.library_person_preview_alt()} className="size-full object-cover" />
            ) : (
              <ImagePlus aria-hidden="true" className="size-8" />
            )}
            {uploading ? (
              <span className="absolute inset-0 grid place-items-center bg-white/70">
                <Spinner className="size-7" />
              </span>
            ) : null}
          </span>
          <span className="min-w-0">
            <span className="block font-bold text-sky underline underline-offset-4">
              {uploading
                ? m.library_person_uploading()
                : preview
                  ? m.library_person_choose_another()
                  : m.library_person_choose()}
            </span>
            <span className="text-sm text-ink/75">{m.library_person_photo_hint()}</span>
          </span>
        </div>
        <FieldError id={photoErrorId} message={errors.portraitImageUrl} />
        {photoErrors.length > 0 ? (
          <ul role="alert" className="mt-2 font-bold text-pow-dark">
            {photoErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <AidsChoice
        chosen={aids}
        onChange={setAids}
        legend={m.library_person_aids_legend()}
        hint={m.library_person_aids_hint()}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={add.isPending}>
          {m.site_cancel()}
        </Button>
        <Button type="submit" disabled={uploading || add.isPending}>
          {add.isPending ? <Spinner /> : <UserPlus aria-hidden="true" className="size-5" />}
          {add.isPending ? m.library_person_adding() : m.library_person_add()}
        </Button>
      </div>
    </form>
  );
}
