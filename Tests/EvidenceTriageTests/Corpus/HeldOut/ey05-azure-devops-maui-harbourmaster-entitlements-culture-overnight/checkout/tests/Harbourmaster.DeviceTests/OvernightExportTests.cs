using Harbourmaster.Platforms.iOS;
using Xunit;
using Xunit.Abstractions;

namespace Harbourmaster.DeviceTests;

public class OvernightExportTests
{
    readonly ITestOutputHelper _output;

    public OvernightExportTests(ITestOutputHelper output) => _output = output;

    [Fact]
    public async Task ProcessingTaskRunsAfterSubmit()
    {
        var ran = new TaskCompletionSource();
        OvernightExportScheduler.Ran += () => ran.TrySetResult();

        if (!OvernightExportScheduler.Submit(out var error))
            _output.WriteLine($"submit returned false: {error}");

        // Give the system two minutes to launch the export.
        await ran.Task.WaitAsync(TimeSpan.FromMinutes(2));
    }
}
