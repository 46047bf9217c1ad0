import Foundation

public final class RelayDestination: DestinationPlugin {
    private let flushQueue = DispatchQueue(label: "com.relaykit.destination.flush")
    private(set) var storage: EventStorage
    private let httpClient: HTTPClient

    init(storage: EventStorage, httpClient: HTTPClient) {
        self.storage = storage
        self.httpClient = httpClient
    }

    public func flush() {
        flushQueue.async { [weak self] in
            self?._flush()
        }
    }

    private func _flush() {
        let files = storage.readBatchFiles()
        for file in files {
            httpClient.startBatchUpload(file: file) { [weak self] result in
                if case .success = result { self?.storage.remove(file: file) }
            }
        }
    }
}
