import AVFoundation
import UIKit

/// Presents the system camera for the "Take Photo" import source and for route
/// card scanning. Touching AVCaptureDevice requires NSCameraUsageDescription in
/// the app's Info.plist; since iOS 26 a missing key aborts the process instead of
/// silently denying access.
@MainActor
final class CameraCaptureCoordinator: NSObject {
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() async {
        guard UIImagePickerController.isSourceTypeAvailable(.camera) else {
            presenter.present(ImportFallbackController(), animated: true)
            return
        }
        let granted = await AVCaptureDevice.requestAccess(for: .video)
        guard granted else {
            presenter.present(CameraDeniedController(), animated: true)
            return
        }
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.view.accessibilityIdentifier = "Camera viewfinder"
        presenter.present(picker, animated: true)
    }
}
