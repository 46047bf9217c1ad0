import Foundation

enum ReaderFontSize: String { case small, medium, large }

struct ReaderSettings {
    var defaults: UserDefaults = .standard
    var fontSize: ReaderFontSize {
        ReaderFontSize(rawValue: defaults.string(forKey: "reader.fontSize") ?? "") ?? .large
    }
}
