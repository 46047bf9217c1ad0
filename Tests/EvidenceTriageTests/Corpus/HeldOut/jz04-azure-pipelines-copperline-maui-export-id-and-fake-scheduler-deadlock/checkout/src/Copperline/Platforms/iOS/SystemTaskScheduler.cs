using BackgroundTasks;
using CoreFoundation;

namespace Copperline;

public enum TaskKind { AppRefresh, Processing }

public interface ITaskScheduler
{
    bool Register(string id, Action<BGTask> handler);
    void Submit(BGTaskRequest request);
}

/// The real scheduler.
public sealed class SystemTaskScheduler : ITaskScheduler
{
    public bool Register(string id, Action<BGTask> handler) =>
        BGTaskScheduler.Shared.Register(id, null, handler);

    public void Submit(BGTaskRequest request)
    {
        if (!BGTaskScheduler.Shared.Submit(request, out var error))
            throw new Foundation.NSErrorException(error);
    }
}
