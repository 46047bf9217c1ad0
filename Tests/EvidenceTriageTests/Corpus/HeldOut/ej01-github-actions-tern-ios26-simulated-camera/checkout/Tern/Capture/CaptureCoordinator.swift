import UIKit

/// Presents the photo capture flow for attaching a picture to a field note.
final class CaptureCoordinator: NSObject, Coordinator {
    weak var parentCoordinator: ParentCoordinator?
    var childCoordinators: [Coordinator] = []

    private let router: Router
    private let isCameraAvailable: () -> Bool

    init(router: Router,
         isCameraAvailable: @escaping () -> Bool = { UIImagePickerController.isSourceTypeAvailable(.camera) }) {
        self.router = router
        self.isCameraAvailable = isCameraAvailable
    }

    func start() {
        guard isCameraAvailable() else {
            parentCoordinator?.didFinish(child: self)
            return
        }
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.delegate = self
        router.present(picker, animated: true)
    }
}

extension CaptureCoordinator: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        router.dismiss(animated: true)
        parentCoordinator?.didFinish(child: self)
    }
}
