import UIKit

/// Hidden diagnostics screen used by the UI tests (-TransfersDiagnostics YES).
final class TransfersDiagnosticsViewController: UIViewController, URLSessionDownloadDelegate {
    private let stack = UIStackView()
    private let progress = UIProgressView(progressViewStyle: .default)
    private var session: URLSession?
    var fixtureHost = "127.0.0.1:8765"

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        let start = UIButton(type: .system, primaryAction: UIAction(title: "Start Download") { [weak self] _ in
            self?.startDownload()
        })
        progress.accessibilityIdentifier = "download-progress"
        stack.addArrangedSubview(start)
        view.addSubview(stack)
    }

    private func startDownload() {
        let configuration = URLSessionConfiguration.background(
            withIdentifier: "com.lanternworks.tidecast.diagnostics.\(UUID().uuidString)")
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: .main)
        session.downloadTask(with: URL(string: "http://\(fixtureHost)/episodes/ep-9000-40mb.mp3")!).resume()
        self.session = session
        stack.addArrangedSubview(progress)
    }

    private func show(_ text: String) {
        let label = UILabel()
        label.text = text
        stack.addArrangedSubview(label)
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {}

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        show(error == nil ? "Task completed" : "Task failed")
    }
}
