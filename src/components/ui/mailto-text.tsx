import React from 'react';

// An address as translators write it in a sentence; a full stop after it is not part of it.
const ADDRESS = /([^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,})/;

/**
 * A translated sentence whose e-mail addresses become `mailto:` links, so the address a
 * translator wrote is the one the link opens. Everything is rendered as text.
 */
export const MailtoText = ({ text }: { text: string }) => (
  <>
    {/* split() with one group: odd places hold the addresses. */}
    {text.split(ADDRESS).map((part, index) =>
      index % 2 === 1 ? (
        <a key={index} href={`mailto:${part}`}>
          {part}
        </a>
      ) : (
        part
      ),
    )}
  </>
);
