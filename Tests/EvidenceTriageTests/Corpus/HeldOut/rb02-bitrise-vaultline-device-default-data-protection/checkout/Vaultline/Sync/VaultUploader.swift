import Foundation

final class VaultUploader {
    private let staging: StagingArea
    private let transport: UploadTransport
    private(set) var lastStatus = "Idle"

    init(staging: StagingArea, transport: UploadTransport) {
        self.staging = staging
        self.transport = transport
    }

    func drain() async {
        do {
            for url in try staging.pending() {
                let data = try Data(contentsOf: url)
                try await transport.upload(data, name: url.lastPathComponent)
                try FileManager.default.removeItem(at: url)
            }
            lastStatus = "Uploaded"
        } catch {
            NSLog("[Upload] drain failed: %@", String(describing: error))
            lastStatus = "Upload failed — \((error as NSError).localizedFailureReason ?? error.localizedDescription)"
        }
    }
}
