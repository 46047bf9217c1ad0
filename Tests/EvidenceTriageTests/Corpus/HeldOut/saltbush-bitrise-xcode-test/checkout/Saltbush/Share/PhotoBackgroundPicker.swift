import Photos
import UIKit

/// Lets the user pick a photo as the forecast card background.
final class PhotoBackgroundPicker {
    func prepare(completion: @escaping (PHAuthorizationStatus) -> Void) {
        PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
            DispatchQueue.main.async { completion(status) }
        }
    }
}
