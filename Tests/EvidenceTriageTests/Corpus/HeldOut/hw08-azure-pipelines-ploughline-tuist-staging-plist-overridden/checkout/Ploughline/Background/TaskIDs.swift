import Foundation

enum TaskIDs {
    /// Field sync is per installation flavour: Staging and Debug builds install beside the App Store app.
    static let fieldSync = Bundle.main.bundleIdentifier! + ".field-sync"
    /// The weather digest is shared by every flavour.
    static let weatherDigest = "com.ploughline.weather-digest"
}
