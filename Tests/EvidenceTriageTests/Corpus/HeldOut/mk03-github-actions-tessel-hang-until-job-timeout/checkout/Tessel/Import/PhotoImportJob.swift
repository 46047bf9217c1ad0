import Foundation

/// Runs inside the com.tessel.photos.import processing task.
final class PhotoImportJob {
    private let source: AssetSource
    private let fileSystem: FileSystem

    init(source: AssetSource, fileSystem: FileSystem) { self.source = source; self.fileSystem = fileSystem }

    func run() async throws {
        for try await asset in source.assets() {
            let staged = try fileSystem.write(asset.data, to: .staging, name: asset.id)
            try Task.checkCancellation()          // throws out of the loop, leaving `staged` behind
            try fileSystem.move(staged, to: .library)
        }
    }
}
