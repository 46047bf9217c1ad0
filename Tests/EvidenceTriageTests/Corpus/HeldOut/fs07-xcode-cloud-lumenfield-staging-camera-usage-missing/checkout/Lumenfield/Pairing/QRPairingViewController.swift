import AVFoundation
import UIKit

/// Shows the camera viewfinder and pairs the light whose QR code it reads.
final class QRPairingViewController: UIViewController {
    private let session = AVCaptureSession()
    private let viewfinder = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewfinder.accessibilityIdentifier = "viewfinder"
        view.addSubview(viewfinder)
        viewfinder.frame = view.bounds
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        AVCaptureDevice.requestAccess(for: .video) { [weak self] granted in
            guard granted else { return }
            DispatchQueue.main.async { self?.startScanning() }
        }
    }

    private func startScanning() {
        guard let camera = AVCaptureDevice.default(for: .video),
              let input = try? AVCaptureDeviceInput(device: camera) else { return }
        session.addInput(input)
        DispatchQueue.global(qos: .userInitiated).async { [session] in session.startRunning() }
    }
}
