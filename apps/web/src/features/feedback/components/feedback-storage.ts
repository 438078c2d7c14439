const seenKey = 'agentsy-feedback-prompted';

/** Once the widget has been opened or dismissed, it never opens by itself again. */
export const hasSeenFeedback = () => {
  try {
    return localStorage.getItem(seenKey) === '1';
  } catch {
    return true; // Without storage we cannot remember, so do not nag on every page load.
  }
};

export const markFeedbackSeen = () => {
  try {
    localStorage.setItem(seenKey, '1');
  } catch {
    // Nothing to do: the widget still works, it just may open again next visit.
  }
};
