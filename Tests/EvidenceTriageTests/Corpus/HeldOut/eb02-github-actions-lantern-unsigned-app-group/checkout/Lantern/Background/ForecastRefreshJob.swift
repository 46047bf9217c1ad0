//
//  ForecastRefreshJob.swift
//  Lantern
//
//  Body of the BGAppRefreshTask "io.quillfield.lantern.forecast-refresh".
//

import Foundation
import WidgetKit

final class ForecastRefreshJob {
    private let client: ForecastClient
    private let store: SharedSnapshotStore
    private let widgets: WidgetReloading

    init(client: ForecastClient, store: SharedSnapshotStore, widgets: WidgetReloading = WidgetCenter.shared) {
        self.client = client
        self.store = store
        self.widgets = widgets
    }

    func run(for location: SavedLocation) async throws {
        let forecast = try await client.forecast(for: location)
        try Task.checkCancellation()
        try store.write(ForecastSnapshot(location: location, forecast: forecast, fetchedAt: .now))
        widgets.reloadTimelines(ofKind: "LanternForecast")
    }
}
