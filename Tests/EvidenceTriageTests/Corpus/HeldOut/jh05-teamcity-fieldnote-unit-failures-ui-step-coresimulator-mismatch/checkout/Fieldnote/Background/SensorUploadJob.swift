import Foundation

/// BGProcessingTask body: uploads soil-sensor batches recorded offline in the field.
final class SensorUploadJob {
  static let identifier = "com.fieldnote.app.sensor-upload"

  private let outbox: SensorOutbox
  private let api: SensorAPI
  private let fileManager: FileManager

  init(outbox: SensorOutbox, api: SensorAPI, fileManager: FileManager = .default) {
    self.outbox = outbox
    self.api = api
    self.fileManager = fileManager
  }

  func run() async throws {
    for batch in try outbox.pendingBatches() {
      try Task.checkCancellation()
      let staged = try stage(batch)
      outbox.markSent(batch.id)
      try await api.upload(staged)
      try? fileManager.removeItem(at: staged)
    }
  }

  /// Writes the batch as gzip'd CSV into tmp/ for the upload.
  private func stage(_ batch: SensorBatch) throws -> URL {
    let url = fileManager.temporaryDirectory
      .appendingPathComponent("batch-\(batch.id).csv.gz")
    try batch.gzippedCSV().write(to: url)
    return url
  }
}
