using System.Text.Json;

namespace Copperline;

/// Appends evidence.diagnostic/v1 records to Library/Caches/evidence/diagnostics.jsonl.
public static class TaskRecorder
{
    static readonly object Gate = new();

    public static void Record(string id, TaskKind kind, string phase, string outcome, string? errorType = null)
    {
        var record = new Dictionary<string, object?>
        {
            ["schema"] = "evidence.diagnostic/v1", ["identifier"] = id,
            ["taskKind"] = kind == TaskKind.AppRefresh ? "appRefresh" : "processing",
            ["phase"] = phase, ["outcome"] = outcome, ["errorType"] = errorType,
            ["timestamp"] = DateTime.UtcNow.ToString("yyyy-MM-ddTHH:mm:ssZ"),
        };
        if (Environment.GetEnvironmentVariable("EVIDENCE_TEST_ID") is { } test) record["test"] = test;
        var dir = Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.InternetCache), "evidence");
        Directory.CreateDirectory(dir);
        lock (Gate) File.AppendAllText(Path.Combine(dir, "diagnostics.jsonl"), JsonSerializer.Serialize(record) + "\n");
    }
}
