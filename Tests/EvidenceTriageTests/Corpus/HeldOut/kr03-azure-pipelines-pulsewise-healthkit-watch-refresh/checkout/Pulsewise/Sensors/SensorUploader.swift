import UIKit

/// Uploads sensor readings to the user's Pulsewise hub. Every upload holds a
/// UIApplication background task and waits for a webhook slot so that
/// readings taken while the app is suspended still go out.
final class SensorUploader {
    static let maxConcurrentUploads = 4
    private static let slots = DispatchSemaphore(value: SensorUploader.maxConcurrentUploads)
    private let api: PulseAPI
    private static var uploadCounter = 0

    init(api: PulseAPI) {
        self.api = api
        SensorContainer.shared.register(observer: self)
    }

    func upload(_ readings: [SensorReading], completion: @escaping (Result<Void, Error>) -> Void) {
        SensorUploader.uploadCounter += 1
        let number = SensorUploader.uploadCounter
        DispatchQueue.global().async {
            let task = UIApplication.shared.beginBackgroundTask(withName: "sensor-upload-\(number)")
            NSLog("[SensorUploader] upload #%d waiting for webhook slot (%d readings)", number, readings.count)
            SensorUploader.slots.wait()
            self.api.postWebhook(readings) { result in
                SensorUploader.slots.signal()
                UIApplication.shared.endBackgroundTask(task)
                completion(result)
            }
        }
    }
}

extension SensorUploader: SensorObserver {
    func sensorContainer(_ container: SensorContainer, didUpdate readings: [SensorReading]) {
        upload(readings) { _ in }
    }
}
