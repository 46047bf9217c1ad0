//
//  APIClientTests.swift
//

import XCTest
@testable import Larkspur

final class APIClientTests: XCTestCase {
    func testFetchTasksDecodesList() async throws {
        MockURLProtocol.requestHandler = { request in
            (HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!, Fixtures.tasksJSON)
        }
        let client = APIClient(session: .mockSession(), retryPolicy: .default)
        let tasks = try await client.fetchTasks(project: 7)
        XCTAssertEqual(tasks.count, 3)
    }

}
