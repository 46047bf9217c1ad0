import BackgroundTasks

enum BackgroundTasks {
    static let epgRefresh = "com.kestrel.tv.epg-refresh"
    static let catalogImport = "com.kestrel.tv.catalog-import"     // new in KES-318

    static func registerAll() {
        let e = BGTaskScheduler.shared.register(forTaskWithIdentifier: epgRefresh, using: nil) { EPGRefreshAdapter.handle($0 as! BGAppRefreshTask) }
        Diagnostics.registration(epgRefresh, kind: .appRefresh, ok: e)
        let c = BGTaskScheduler.shared.register(forTaskWithIdentifier: catalogImport, using: nil) { CatalogImportAdapter.handle($0 as! BGProcessingTask) }
        Diagnostics.registration(catalogImport, kind: .processing, ok: c)
    }

    static func scheduleEPGRefresh() {       // called from sceneDidEnterBackground
        let r = BGAppRefreshTaskRequest(identifier: epgRefresh)
        r.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do { try BGTaskScheduler.shared.submit(r); Diagnostics.submission(epgRefresh, kind: .appRefresh, error: nil) }
        catch { Diagnostics.submission(epgRefresh, kind: .appRefresh, error: error) }
    }
}
