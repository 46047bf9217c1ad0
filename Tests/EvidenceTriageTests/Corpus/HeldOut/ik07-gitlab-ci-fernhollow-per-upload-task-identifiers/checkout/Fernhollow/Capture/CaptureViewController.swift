import AVFoundation
import UIKit

/// Full-screen camera for survey photos (FH-871).
final class CaptureViewController: UIViewController {
    private let session = AVCaptureSession()
    private let shutter = UIButton(type: .system)
    let surveyPointID: Int

    init(surveyPointID: Int) {
        self.surveyPointID = surveyPointID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        shutter.setTitle("Shutter", for: .normal)
        shutter.accessibilityIdentifier = "Shutter"
        shutter.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(shutter)
        NSLayoutConstraint.activate([
            shutter.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            shutter.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.title = "Point \(surveyPointID)"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Camera permission is requested the first time the capture screen appears.
        AVCaptureDevice.requestAccess(for: .video) { [weak self] granted in
            DispatchQueue.main.async { granted ? self?.startSession() : self?.showPermissionHint() }
        }
    }

    private func startSession() { session.startRunning() }
    private func showPermissionHint() {}
}
