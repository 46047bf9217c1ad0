import Foundation
import Photos
import Observation

enum PhotoAccessStatus: Equatable {
    case notDetermined, authorized, limited, denied
}

/// Wraps the photo-library permission prompt. PhotoKit calls the handler on
/// its own queue (the live implementation below passes it straight through).
protocol PhotoAuthorizing {
    func requestAuthorization(_ handler: @escaping (PhotoAccessStatus) -> Void)
}

struct PhotoKitAuthorizer: PhotoAuthorizing {
    func requestAuthorization(_ handler: @escaping (PhotoAccessStatus) -> Void) {
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
            switch status {
            case .authorized: handler(.authorized)
            case .limited: handler(.limited)
            case .notDetermined: handler(.notDetermined)
            default: handler(.denied)
            }
        }
    }
}

@MainActor
@Observable
final class PhotoLibraryAccessModel {
    private(set) var status: PhotoAccessStatus = .notDetermined
    private(set) var showsSettingsPrompt = false
    private let authorizer: PhotoAuthorizing

    init(authorizer: PhotoAuthorizing = PhotoKitAuthorizer()) {
        self.authorizer = authorizer
    }

    func requestAccess(completion: @escaping () -> Void = {}) {
        authorizer.requestAuthorization { status in
            self.status = status
            self.showsSettingsPrompt = (status == .denied)
            completion()
        }
    }
}
