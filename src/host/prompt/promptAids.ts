// What the prompt being written draws on from the host: `@` completion as the CLI ranks it, and the images
// the next prompt carries.
import { FileSuggestions } from './fileSuggestions';
import { ImageAttachments } from './images';
import type { Logger } from '../log';
import type { View } from '../view';

export class PromptAids {
  readonly files: FileSuggestions;
  readonly images: ImageAttachments;

  constructor(cli: ConstructorParameters<typeof FileSuggestions>[0], view: View, cwd: () => string, log: Logger) {
    this.files = new FileSuggestions(cli, (query, paths) => view.fileSuggestions?.(query, paths), log);
    // The names go to the prompt's winbar, a file refused to vim.notify.
    this.images = new ImageAttachments(
      cwd,
      (names) => view.attachments?.(names),
      (m) => view.notify(m, 'warn'),
    );
  }
}
