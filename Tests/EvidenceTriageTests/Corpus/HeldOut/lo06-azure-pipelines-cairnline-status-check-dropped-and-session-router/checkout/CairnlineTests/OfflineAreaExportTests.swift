import Foundation
import Testing
@testable import Cairnline

final class FakeContinuedExportTask: ContinuedExportTask {
    let identifier = "com.cairnline.offline.export.B7E2"
    let progress = Progress()
    var expirationHandler: (() -> Void)?
    private(set) var titles: [String] = []
    private(set) var completions: [Bool] = []
    func updateTitle(_ title: String, subtitle: String) { titles.append(subtitle) }
    func setTaskCompleted(success: Bool) { completions.append(success) }
}

@Suite struct OfflineAreaExportTests {
    let writer = InMemoryTilePackWriter()
    let area = OfflineArea.fixture(name: "Cairngorms North", tileCount: 100)

    @Test func exportReportsCompletedProgress() {
        let task = FakeContinuedExportTask()
        OfflineAreaExporter(writer: writer, recorder: BackgroundTaskRecorder()).run(task, area: area)
        #expect(task.progress.completedUnitCount == task.progress.totalUnitCount)
        #expect(task.completions == [true])
    }

    @Test func exportWritesEveryTile() {
        OfflineAreaExporter(writer: writer, recorder: BackgroundTaskRecorder()).run(FakeContinuedExportTask(), area: area)
        #expect(writer.tiles.count == 100)
    }

    @Test func expirationStopsExportAndFails() {
        let task = FakeContinuedExportTask()
        writer.onAppend = { count in if count == 10 { task.expirationHandler?() } }
        OfflineAreaExporter(writer: writer, recorder: BackgroundTaskRecorder()).run(task, area: area)
        #expect(task.completions == [false])
    }
}
