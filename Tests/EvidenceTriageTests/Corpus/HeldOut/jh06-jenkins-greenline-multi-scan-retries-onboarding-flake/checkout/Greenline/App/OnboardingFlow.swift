import Foundation

/// Cards shown on first launch. The location primer is skipped once the user
/// has answered the system prompt (flag persisted in UserDefaults.standard).
struct OnboardingFlow {
  var defaults: UserDefaults = .standard

  var cards: [OnboardingCard] {
    var cards: [OnboardingCard] = [.welcome, .savedLines, .alerts]
    if !defaults.bool(forKey: "gl.answeredLocationPrompt") {
      cards.insert(.locationPrimer, at: 1)
    }
    return cards
  }
}
