import React from 'react';
import { PageHeader } from './page-header';
import { DonateBlock } from '../donation/donate-block';
import { LinkButton } from '../ui/button';
import { Section } from '../ui/section';

export interface WayOn {
  to: string;
  label: string;
}

interface DeadEndProps {
  /** What happened, plainly ("This action has ended"), never "try again" when trying cannot help. */
  title: string;
  body: string;
  /** Where the visitor can go from here, the most useful first. */
  ways: WayOn[];
}

/**
 * A page whose subject is gone (an ended action, an unpublished article): it says so, offers
 * the ways on, and ends with the donate block the spec gives pages that found nothing.
 */
export const DeadEnd = ({ title, body, ways }: DeadEndProps) => (
  <>
    <PageHeader title={title} lead={body}>
      {ways.map((way, index) => (
        <LinkButton key={way.to} to={way.to} variant={index === 0 ? 'secondary' : 'outline'}>
          {way.label}
        </LinkButton>
      ))}
    </PageHeader>
    <Section tone="tinted">
      <DonateBlock />
    </Section>
  </>
);
