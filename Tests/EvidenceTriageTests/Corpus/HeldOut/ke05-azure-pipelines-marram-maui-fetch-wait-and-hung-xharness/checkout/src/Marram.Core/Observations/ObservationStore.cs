namespace Marram.Core.Observations;

public sealed class ObservationStore
{
    readonly Dictionary<string, Sighting> _byId = new();

    public int Count => _byId.Count;

    /// <summary>Imports sightings exported by other surveyors; re-imports must not duplicate.</summary>
    public void Import(IEnumerable<Sighting> sightings)
    {
        foreach (var s in sightings)
        {
            // Ids come from several apps: some upper-case GUIDs, some lower-case.
            _byId[s.Id] = s;
        }
    }
}
