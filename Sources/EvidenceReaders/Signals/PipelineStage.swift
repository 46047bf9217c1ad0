/// The six stages of a background-task pipeline, where a failure broke.
package enum PipelineStage: String, Codable, Sendable {
    case registration
    case submission
    case systemCallback = "system-callback"
    case execution
    case expiration
    case reporting
}
