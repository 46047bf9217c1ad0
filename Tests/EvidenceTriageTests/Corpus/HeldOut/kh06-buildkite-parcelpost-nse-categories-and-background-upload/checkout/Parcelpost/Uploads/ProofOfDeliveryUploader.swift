import Foundation
import UIKit

/// Uploads the courier's proof-of-delivery photo. Uses a background session so
/// the upload finishes even if the courier locks the phone and drives off.
final class ProofOfDeliveryUploader: NSObject, URLSessionTaskDelegate {
    static let sessionID = "com.parcelpost.courier.pod-upload"
    static let shared = ProofOfDeliveryUploader()

    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: Self.sessionID)
        config.sessionSendsLaunchEvents = true
        config.isDiscretionary = false
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    var endpoint = URL(string: "https://api.parcelpost.example/v2/deliveries")!

    @discardableResult
    func enqueue(photo: UIImage, for shipmentID: String) -> URLSessionUploadTask? {
        guard let jpeg = photo.jpegData(compressionQuality: 0.7) else { return nil }
        var request = URLRequest(url: endpoint.appendingPathComponent(shipmentID).appendingPathComponent("proof"))
        request.httpMethod = "PUT"
        request.setValue("image/jpeg", forHTTPHeaderField: "Content-Type")
        let task = session.uploadTask(with: request, from: jpeg)
        task.taskDescription = shipmentID
        task.resume()
        return task
    }
}
