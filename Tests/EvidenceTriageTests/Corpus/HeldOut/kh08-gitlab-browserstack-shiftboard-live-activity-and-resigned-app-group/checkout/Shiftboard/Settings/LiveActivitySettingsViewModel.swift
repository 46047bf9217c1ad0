import UIKit
import ActivityKit

protocol LiveActivityAuthorizing {
    var areActivitiesEnabled: Bool { get }
}

extension ActivityAuthorizationInfo: LiveActivityAuthorizing {}

final class LiveActivitySettingsViewModel {
    enum Row: Equatable {
        case enabled                // toggle shown, system permission on
        case openSettings           // user switched Live Activities off in Settings
        case notSupportedOnIPad     // static "Not available on iPad" label
    }

    private let authorization: LiveActivityAuthorizing
    private let idiom: UIUserInterfaceIdiom

    init(authorization: LiveActivityAuthorizing = ActivityAuthorizationInfo(),
         idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) {
        self.authorization = authorization
        self.idiom = idiom
    }

    var row: Row {
        if idiom == .pad { return .notSupportedOnIPad }
        return authorization.areActivitiesEnabled ? .enabled : .openSettings
    }
}
