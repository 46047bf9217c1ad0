import Foundation

enum FeatureFlag: String, CaseIterable {
    case weeklyDigestProcessingTask = "weekly_digest_processing_task"
    case readerSavedPostsMenu = "reader_saved_posts_menu"

    private static var overrides: [FeatureFlag: Bool] = [:]

    var enabled: Bool {
        if let value = FeatureFlag.overrides[self] { return value }
        return RemoteFeatureFlags.cachedValue(for: rawValue) ?? defaultValue
    }

    var defaultValue: Bool {
        switch self {
        case .weeklyDigestProcessingTask: return true
        case .readerSavedPostsMenu: return true
        }
    }

    func overrideForTesting(_ value: Bool?) {
        FeatureFlag.overrides[self] = value
    }
}
