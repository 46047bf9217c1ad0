using BackgroundTasks;

namespace Copperline.DeviceTests;

/// Stands in for BGTaskScheduler: keeps the handlers and runs one on demand,
/// synchronously, on the calling thread.
public sealed class FakeTaskScheduler : ITaskScheduler
{
    readonly Dictionary<string, Action<BGTask>> handlers = new();

    public bool Register(string id, Action<BGTask> handler) { handlers[id] = handler; return true; }
    public void Submit(BGTaskRequest request) { }

    public void Launch(string id, BGTask task) => handlers[id](task);
}
