import { clipPage } from "../src/shared/clip-page";

// The extension's one action: on a click, read the posting in the current tab (with the same reader the
// bookmarklet carries) and open the app's clip page with it in the address's fragment, where the member
// signs in if needed and confirms the role. It asks for no site access of its own: `activeTab` lets it
// read only the tab the member clicked it on, and only then; nothing is sent anywhere but the app.

// The app's address, fixed when the extension is built (npm run extension:build).
declare const APP_URL: string;

// The few Chrome extension APIs used, typed here rather than pulling in the whole of @types/chrome.
type Tab = { id?: number; url?: string };
type ClipInput = Parameters<typeof clipPage>[0];
declare const chrome: {
  action: { onClicked: { addListener(listener: (tab: Tab) => void): void } };
  scripting: {
    executeScript(options: {
      target: { tabId: number };
      func: () => ClipInput;
    }): Promise<{ result?: ClipInput }[]>;
  };
  tabs: { create(options: { url: string; index?: number }): Promise<unknown> };
};

/** Runs inside the page: what the reader needs from it. Self-contained, as Chrome sends its source. */
function pageInput(): ClipInput {
  return {
    scripts: Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
      (s) => s.textContent ?? "",
    ),
    url: location.href,
    title: document.title,
    selection: String(window.getSelection() ?? ""),
  };
}

chrome.action.onClicked.addListener(async (tab) => {
  let input: ClipInput = { scripts: [], url: tab.url ?? "", title: "", selection: "" };
  if (tab.id !== undefined) {
    try {
      const [frame] = await chrome.scripting.executeScript({ target: { tabId: tab.id }, func: pageInput });
      if (frame?.result) input = frame.result;
    } catch {
      // Browser pages (chrome://, the web store) cannot be read: the clip page then says what to do.
    }
  }
  await chrome.tabs.create({ url: `${APP_URL.replace(/\/+$/, "")}/app/tracker/clip#${clipPage(input)}` });
});
