// The photo drop area (react-dropzone): one jpeg/png/webp image up to 5 MB. Rejections show the spec's
// messages (spec section 5) with sizes and types as people read them, like the server's.
import { useDropzone } from 'react-dropzone';
import { ImagePlus } from 'lucide-react';
import { MAX_UPLOAD_BYTES } from '../../../../shared/limits';
import { ACCEPT, rejectionMessages } from '../../../lib/photoFiles';
import { m } from '../../../lib/i18n';
import { withPart } from '../../../lib/messageParts';

interface Props {
  disabled: boolean;
  onFile(file: File): void;
  onReject(messages: string[]): void;
}

export function CharacterDropzone({ disabled, onFile, onReject }: Props) {
  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept: ACCEPT,
    maxSize: MAX_UPLOAD_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled,
    onDropAccepted: (files) => files[0] && onFile(files[0]),
    onDropRejected: (rejections) => onReject(rejectionMessages(rejections)),
  });

  const tone = isDragReject
    ? 'bg-pow/15 border-pow-dark'
    : isDragActive
      ? 'bg-zap border-ink'
      : 'bg-white border-ink hover:bg-zap/30';
  return (
    <div
      {...getRootProps({
        className:
          `flex min-h-72 cursor-pointer flex-col items-center justify-center rounded-2xl border-3 ` +
          `border-dashed p-8 text-center transition-colors ${tone}`,
      })}
    >
      <input {...getInputProps({ 'aria-label': m.builder_dropzone_input() })} />
      <span className="grid size-20 place-items-center rounded-full border-3 border-ink bg-zap shadow-comic">
        <ImagePlus aria-hidden="true" className="size-9" strokeWidth={2.2} />
      </span>
      <p className="mt-5 font-display text-2xl tracking-wide">
        {isDragActive ? m.builder_dropzone_drop() : m.builder_dropzone_drag()}
      </p>
      <p className="mt-1 text-lg text-ink/80">
        {withPart(
          (marker) => m.builder_dropzone_or({ choose: marker }),
          <span className="font-bold text-sky underline underline-offset-4">{m.builder_dropzone_choose()}</span>,
        )}
      </p>
      <p className="mt-4 rounded-full border-2 border-ink bg-paper px-3 py-0.5 text-sm font-bold">
        {m.builder_dropzone_formats()}
      </p>
    </div>
  );
}
