// The photos people may pick (jpeg, png or webp) and what to tell them about a file the picker refused, in the
// words the server uses (spec section 5); shared by every photo picker.
import type { FileRejection } from 'react-dropzone';
import { fileKind, fileTooLargeMessage, fileTypeMessage } from '../../shared/limits';

export const ACCEPT = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

export function rejectionMessages(rejections: FileRejection[]): string[] {
  const messages = rejections.flatMap((r) =>
    r.errors.map((e) => {
      if (e.code === 'file-too-large') return fileTooLargeMessage(r.file.size);
      if (e.code === 'file-invalid-type') return fileTypeMessage(describeFile(r.file));
      return e.message;
    }),
  );
  return [...new Set(messages)];
}

/** What a refused file is, from its name or declared type: 'a GIF image', 'a TXT file'. */
function describeFile(file: File): string | undefined {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1];
  if (file.type.startsWith('image/')) return fileKind(ext ?? file.type.slice(6), true);
  return ext ? fileKind(ext, false) : undefined;
}
