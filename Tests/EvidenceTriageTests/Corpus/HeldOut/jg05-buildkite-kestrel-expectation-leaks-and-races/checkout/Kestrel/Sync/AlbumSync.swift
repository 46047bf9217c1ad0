import Foundation

final class AlbumSync {
    private let album: Album
    init(album: Album) { self.album = album }

    func run(completion: @escaping (Result<Int, Error>) -> Void) {
        SyncQueue.shared.enqueue(album) { result in
            if case .success = result, self.album.isShared {
                FeedController.shared.refresh(source: .sharedAlbum(self.album.id))
            }
            completion(result)
        }
    }
}
