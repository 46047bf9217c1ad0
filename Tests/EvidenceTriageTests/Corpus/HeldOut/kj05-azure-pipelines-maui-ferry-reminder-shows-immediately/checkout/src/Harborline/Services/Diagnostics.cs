using System.Text.Json;

namespace Harborline.Services;

/// evidence.diagnostic/v1 records in Library/Caches/evidence/diagnostics.jsonl.
public static class Diagnostics
{
    static readonly string PathOnDisk = System.IO.Path.Combine(
        Environment.GetFolderPath(Environment.SpecialFolder.InternetCache), "evidence", "diagnostics.jsonl");

    public static void Record(string id, string phase, string outcome, string? errorType = null)
    {
        Directory.CreateDirectory(System.IO.Path.GetDirectoryName(PathOnDisk)!);
        var line = JsonSerializer.Serialize(new Dictionary<string, object?>
        {
            ["schema"] = "evidence.diagnostic/v1", ["identifier"] = id, ["taskKind"] = "appRefresh",
            ["phase"] = phase, ["outcome"] = outcome, ["errorType"] = errorType,
            ["timestamp"] = DateTime.UtcNow.ToString("yyyy-MM-ddTHH:mm:ssZ"),
            ["test"] = Environment.GetEnvironmentVariable("EVIDENCE_TEST_ID"),
        });
        File.AppendAllText(PathOnDisk, line + "\n");
    }
}
