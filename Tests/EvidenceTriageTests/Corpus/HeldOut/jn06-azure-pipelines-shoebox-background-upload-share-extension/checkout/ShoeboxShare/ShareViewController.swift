import ShoeboxKit
import UIKit

final class ShareViewController: UIViewController, URLSessionTaskDelegate {
    private lazy var session = UploadSessionFactory.make(identifier: "com.shoebox.share.upload", delegate: self)

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Task { await enqueueAndFinish() }
    }

    private func enqueueAndFinish() async {
        let staged = await StagedUpload.stage(from: extensionContext, in: UploadSessionFactory.appGroup)
        for body in staged {
            session.uploadTask(with: body.request, fromFile: body.fileURL).resume()
        }
        extensionContext?.completeRequest(returningItems: nil)
    }

    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: Error?) {
        ShareLog.error("session became invalid: \(String(describing: error))")
    }
}
