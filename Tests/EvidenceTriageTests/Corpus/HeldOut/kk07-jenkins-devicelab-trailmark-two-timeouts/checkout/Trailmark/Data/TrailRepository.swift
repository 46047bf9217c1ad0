import Dependencies
import Foundation

final class TrailRepository {
    @Dependency(\.trailAPI) private var api
    private(set) var savedTrails: [Trail] = []

    func refreshSavedTrails() {
        savedTrails = api.savedTrails()
    }
}
