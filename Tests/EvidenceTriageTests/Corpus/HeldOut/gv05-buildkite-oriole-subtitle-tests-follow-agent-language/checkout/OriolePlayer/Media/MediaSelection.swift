import AVFoundation

/// Wraps the legible (subtitle) group of an asset for the settings sheet.
struct MediaSelection {
    let group: AVMediaSelectionGroup

    /// Display names as the system localises them for the current device language.
    var legibleDisplayNames: [String] {
        group.options.map(\.displayName)
    }

    /// The option the player picks when the user has made no choice: AVFoundation's
    /// automatic criteria, which follow the device's preferred languages.
    func automaticOption(preferredLanguages: [String] = Locale.preferredLanguages) -> AVMediaSelectionOption? {
        AVMediaSelectionGroup.mediaSelectionOptions(from: group.options, filteredAndSortedAccordingToPreferredLanguages: preferredLanguages).first
    }
}
