import Testing
@testable import Timetabler

@Suite struct ScheduleRefreshTests {
    @Test func unchangedScheduleSkipsWidgetReload() async throws {
        let widgets = SpyWidgetCenter()
        let sut = ScheduleRefresher(api: StubScheduleAPI(version: 4), cache: .fixture(version: 4), widgets: widgets)
        try await sut.refresh()
        #expect(widgets.reloadedKinds.isEmpty)
    }

    @Test func updatedScheduleReloadsWidgetTimelines() async throws {
        let widgets = SpyWidgetCenter()
        let sut = ScheduleRefresher(api: StubScheduleAPI(version: 5), cache: .fixture(version: 4), widgets: widgets)
        try await sut.refresh()
        #expect(widgets.reloadedKinds == ["TimetableWidget"])
    }
}
