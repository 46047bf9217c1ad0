import Foundation
import UIKit

/// Items the user shared to a space. Each item is first imported (copied out of the photo
/// library and transcoded into the app container), then handed to BackgroundUploadManager.
final class UploadQueue {
    private(set) var pending: [QueuedItem] = []
    private let importer: AssetImporting
    private let uploader: BackgroundUploading
    private var observers: [NSObjectProtocol] = []
    private var activeImports: [UUID: Cancellable] = [:]

    init(importer: AssetImporting, uploader: BackgroundUploading,
         notificationCenter: NotificationCenter = .default) {
        self.importer = importer
        self.uploader = uploader
        observers.append(notificationCenter.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { [weak self] _ in
                self?.applicationDidEnterBackground()
            })
    }

    func add(assetID: String, to space: SpaceID) {
        let item = QueuedItem(id: UUID(), assetID: assetID, space: space, state: .importing)
        pending.append(item)
        activeImports[item.id] = importer.importAsset(assetID) { [weak self] result in
            self?.importFinished(item.id, result: result)
        }
    }

    /// Imports cannot finish once the app is suspended, so stop them now.
    private func applicationDidEnterBackground() {
        for (id, handle) in activeImports {
            handle.cancel()
            pending.removeAll { $0.id == id }
        }
        activeImports.removeAll()
    }

    private func importFinished(_ id: UUID, result: Result<URL, Error>) {
        activeImports[id] = nil
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        switch result {
        case .success(let fileURL):
            pending[index].state = .uploading
            uploader.upload(fileURL: fileURL, itemID: id, space: pending[index].space)
        case .failure:
            pending[index].state = .failed
        }
    }
}

struct QueuedItem: Equatable {
    enum State: Equatable { case importing, uploading, failed }
    let id: UUID
    let assetID: String
    let space: SpaceID
    var state: State
}

struct SpaceID: Hashable { let rawValue: String }

protocol Cancellable { func cancel() }

protocol AssetImporting {
    func importAsset(_ assetID: String, completion: @escaping (Result<URL, Error>) -> Void) -> Cancellable
}

protocol BackgroundUploading {
    func upload(fileURL: URL, itemID: UUID, space: SpaceID)
}
