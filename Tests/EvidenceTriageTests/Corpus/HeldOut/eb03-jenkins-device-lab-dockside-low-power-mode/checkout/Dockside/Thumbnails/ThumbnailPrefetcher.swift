//
//  ThumbnailPrefetcher.swift
//  Dockside
//
//  Prefetches harbour photo thumbnails for the logbook list.
//

import UIKit

final class ThumbnailPrefetcher {
    private let cache: ThumbnailCache
    private let renderer: ThumbnailRendering
    // "Background" so prefetching never competes with scrolling.
    private let queue = DispatchQueue(label: "no.kaiwerk.dockside.thumbnails", qos: .background, attributes: .concurrent)

    init(cache: ThumbnailCache, renderer: ThumbnailRendering) {
        self.cache = cache
        self.renderer = renderer
    }

    func prefetch(_ photos: [HarbourPhoto], completion: @escaping (Int) -> Void) {
        let group = DispatchGroup()
        var rendered = 0
        let lock = NSLock()
        for photo in photos where cache.thumbnail(for: photo.id) == nil {
            group.enter()
            queue.async {
                if let image = self.renderer.render(photo, size: CGSize(width: 96, height: 96)) {
                    self.cache.store(image, for: photo.id)
                    lock.lock(); rendered += 1; lock.unlock()
                }
                group.leave()
            }
        }
        group.notify(queue: .main) { completion(rendered) }
    }
}
