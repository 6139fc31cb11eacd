import { graphql } from 'gatsby';

// The score card as the pages that show it ask for it, written once: the lookup and the bill
// pages want each seat's score (`...ScoreCardSeats`), the score card and a legislator's page
// their votes too, and the scored bills (`...ScoredBills`). Fields as SeatScore
// (lookup-score.tsx) and ScoreCardRow, ScoredBillRow (features/score-card) expect them.
export const scoreCardFragments = graphql`
  fragment ScoreCardSeat on ScoreCardLegislator {
    chamber
    district
    name
    slug
    score
  }
  fragment ScoreCardSeats on ScoreCardLegislatorConnection {
    nodes {
      ...ScoreCardSeat
    }
  }
  fragment ScoreCardVotes on ScoreCardLegislator {
    ...ScoreCardSeat
    votes {
      bill
      vote
    }
  }
  fragment ScoredBills on ScoreCardBillConnection {
    nodes {
      key
      label
      position
    }
  }
`;
