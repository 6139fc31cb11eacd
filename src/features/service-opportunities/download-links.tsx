import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { fileType, formatFileSize } from './format-file-size';
import type { OpportunityFile } from './types';
import * as styles from './opportunities.module.css';

/** The project's guide and flyer, downloaded rather than opened, with type and size in the name. */
export const DownloadLinks = ({ files }: { files: ReadonlyArray<OpportunityFile> }) => {
  const { t, i18n } = useTranslation('service-opportunities');
  return (
    <ul className={styles.downloads}>
      {files.map((file) => (
        <li key={file.path}>
          <a className={styles.download} href={file.path} download>
            <span className={styles.fileBadge} aria-hidden="true">
              {fileType(file.path)}
            </span>
            <span>
              {t(`files.${file.kind}`)}{' '}
              <span className={styles.fileMeta}>
                ({fileType(file.path)}, {formatFileSize(file.bytes, i18n.language)})
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
};
