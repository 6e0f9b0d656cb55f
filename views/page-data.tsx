import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { SearchResults } from '../io/entities/search';
import type { PublicPageData } from '../io/public-page';

/** Data a page came with from the server (decoded by app/), for the screen it was rendered for. */
export interface PageData {
  /** A member's /members: the first page of the search it was rendered with. */
  readonly members: SearchResults | null;
  /** A public page: the company's facts, members near the visitor or a member's teaser it was rendered with. */
  readonly public: PublicPageData;
}

export const noPageData: PageData = { members: null, public: {} };

const PageDataContext = createContext<PageData>(noPageData);

/**
 * Gives the page's data to the screens of the location the page was served for, and to none after the
 * first navigation: a member who leaves /members and comes back sees a new search, not the page's results.
 */
export const PageDataProvider = (props: { data: PageData; children: ReactNode }) => {
  const [location] = useLocation();
  const [servedFor] = useState(location);
  const [navigated, setNavigated] = useState(false);
  // Adjusting state while rendering (React's pattern for state that follows a changed value); once set, it stays.
  if (!navigated && location !== servedFor) setNavigated(true);
  const data = navigated || location !== servedFor ? noPageData : props.data;
  return <PageDataContext.Provider value={data}>{props.children}</PageDataContext.Provider>;
};

/** The first page of members the page came with, or null (then the screen searches). */
export const useServedMembers = (): SearchResults | null => useContext(PageDataContext).members;

/** What a public page came with (io/public-page.ts); {} after the first navigation. */
export const useServedPublicData = (): PublicPageData => useContext(PageDataContext).public;
