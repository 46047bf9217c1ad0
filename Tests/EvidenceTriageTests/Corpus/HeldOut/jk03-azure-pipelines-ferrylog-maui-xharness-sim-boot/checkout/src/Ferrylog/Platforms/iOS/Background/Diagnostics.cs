using System.Text.Json;

namespace Ferrylog.Platforms.iOS.Background;

/// <summary>evidence.diagnostic/v1 records. On the Simulator CI points
/// EVIDENCE_DIAGNOSTICS_PATH at a file on the agent.</summary>
public static class Diagnostics
{
    public static void Record(string identifier, string taskKind, string phase, string outcome, string? errorType = null)
    {
        var path = Environment.GetEnvironmentVariable("EVIDENCE_DIAGNOSTICS_PATH")
            ?? Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.LocalApplicationData), "evidence", "diagnostics.jsonl");
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        var line = JsonSerializer.Serialize(new Dictionary<string, object?>
        {
            ["schema"] = "evidence.diagnostic/v1", ["identifier"] = identifier, ["taskKind"] = taskKind,
            ["phase"] = phase, ["outcome"] = outcome, ["errorType"] = errorType,
            ["timestamp"] = DateTime.UtcNow.ToString("yyyy-MM-ddTHH:mm:ssZ"),
        });
        File.AppendAllText(path, line + "\n");
    }
}
