using NUnit.Framework;
using HarborMint.Core.Manifests;

namespace HarborMint.Core.Tests;

public class ManifestDiffTests
{
    [Test]
    public void DiffIgnoresUnchangedRows()
    {
        var before = new[] { new ManifestRow("MSKU1234565", "Berth 4", 21.4m) };
        var after  = new[] { new ManifestRow("MSKU1234565", "Berth 4", 21.4m) };
        Assert.That(ManifestDiff.Changed(before, after), Is.Empty);
    }
}
