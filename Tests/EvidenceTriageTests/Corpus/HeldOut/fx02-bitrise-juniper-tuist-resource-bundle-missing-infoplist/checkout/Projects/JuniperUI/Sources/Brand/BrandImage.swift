import UIKit

/// Illustrations shipped in JuniperUI's asset catalog.
public enum BrandImage: String, CaseIterable {
    case onboardingWelcome = "onboarding-welcome"
    case onboardingPrompts = "onboarding-prompts"
    case emptyJournal = "empty-journal"

    /// Resources of a static framework live in the generated resource bundle
    /// (`Bundle.module`, see Derived/Sources/Bundle+JuniperUI.swift).
    public var image: UIImage? {
        UIImage(named: rawValue, in: .module, compatibleWith: nil)
    }
}
