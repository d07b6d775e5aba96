# GLOSAR (română) — traducerea folosește peste tot aceste cuvinte:
# disc = piesă / move = mutare (a muta, a juca un pătrat) / pass = a pasa (rândul)
# corner = colț / edge = margine / mobility = mobilitate / parity = paritate
# undo = a anula (butonul Anulează) / easy / medium / hard = Ușor / Mediu / Greu
# X-square = pătrat X / C-square = pătrat C / board = tablă / square = pătrat / game = partidă
# turn over = a (se) întoarce / close in = a încadra / Black / White (jucătorii) = Negrul / Albul
# CPU = calculatorul (în etichetele scurte: CPU) / draw = remiză

# Cum se joacă și Despre (paginile de citit). Fiecare paragraf e un mesaj; pagina îl împarte pe rânduri.

page-how-to-play = Cum se joacă
page-about = Despre

## Regulile
rules-heading = Regulile
rules-board = Reversi se joacă pe o tablă de 8 × 8 pătrate: coloanele de la a la h, de la stânga la dreapta; rândurile de la 1 la 8, de sus în jos. La început, în mijloc se află patru piese: albe pe d4 și e5, negre pe d5 și e4. Negrul mută primul, apoi cei doi jucători mută pe rând.
rules-move = O mutare înseamnă să pui o piesă de culoarea ta pe un pătrat liber, astfel încât să încadreze una sau mai multe piese ale adversarului: un șir neîntrerupt de piese adverse, cu una dintre piesele tale la celălalt capăt. Fiecare piesă încadrată astfel se întoarce și trece la culoarea ta.
rules-lines = O mutare acționează în toate cele opt direcții deodată: la stânga și la dreapta, în sus și în jos și pe cele patru diagonale. Fiecare linie pe care o încadrează se întoarce, toate liniile și toate odată; nu poți alege să întorci doar o parte dintre ele. O linie care se termină într-un pătrat liber sau la marginea tablei nu întoarce nimic, iar piesele întoarse nu întorc, la rândul lor, alte piese.
rules-dots = Așadar, o mutare trebuie să întoarcă cel puțin o piesă. Pătratele pe care poți juca sunt marcate cu un punct și numai ele reacționează: o mutare nepermisă nu poate fi făcută.
rules-pass = Dacă nu ai nicio mutare, se sare peste rândul tău: pasezi, iar adversarul joacă din nou. Nu e o alegere: cât timp ai o mutare, ești obligat să joci. Un scurt mesaj arată cine a pasat.
rules-end = Partida se termină când niciunul dintre jucători nu mai poate muta: de obicei când tabla e plină, uneori mai devreme, de exemplu când una dintre culori nu mai are nicio piesă. Atunci se numără piesele. Câștigă cel care are mai multe piese pe tablă; pătratele libere nu se numără pentru nimeni; la număr egal, partida e remiză.

## Jocul în această aplicație
app-heading = Jocul în această aplicație
app-dots = Când e rândul tău, un punct marchează fiecare pătrat pe care poți juca. Punctele arată doar unde e permisă o mutare, niciodată dacă mutarea e bună. Un mic semn arată ultima piesă pusă, iar pe tablă se vede cum se întorc piesele.
app-input = Atinge sau dă clic pe un pătrat cu punct ca să joci acolo. De la tastatură, tastele cu săgeți mută un cadru pe tablă, Tab îl duce la următorul pătrat pe care poți juca (Shift+Tab la cel dinainte), Enter sau Spațiu joacă pătratul de sub cadru, U sau Ctrl+Z anulează, iar Esc te duce înapoi la meniu. F1 deschide această pagină în timpul unei partide, iar butonul Înapoi te readuce la partidă.
app-undo = Butonul Anulează retrage ultima ta mutare împreună cu răspunsul calculatorului și cu eventualele rânduri pasate dintre ele, așa că e din nou rândul tău. Poți anula oricât, fără nicio penalizare, chiar și după finalul partidei: încearcă alt pătrat și compară.
app-opponents = Joci împotriva calculatorului. Ușor cedează colțurile fără să-și dea seama; Mediu cântărește câte mutări are fiecare jucător și cât valorează pătratele; Greu calculează mai multe mutări în avans, cu o evaluare antrenată de acest proiect. Alege Negru ca să muți primul sau Alb ca să muți al doilea; culoarea se aplică de la următoarea ta partidă.
app-statistics = Statisticile se țin separat pentru fiecare adversar: partide jucate, câștigate, pierdute și remize, plus timpul de joc. O partidă se numără ca jucată când începe și ca fiind câștigată, pierdută sau remiză când se termină; o partidă lăsată neterminată nu e o înfrângere. Nimic nu părăsește dispozitivul tău.
app-saved = Partida ta se salvează după fiecare mutare și atunci când închizi aplicația. Butonul Continuă din meniu o reia de unde ai rămas. O partidă nouă o înlocuiește pe cea salvată.

## Noțiuni de strategie
strategy-heading = Noțiuni de strategie
strategy-corners = Colțurile contează cel mai mult. O piesă din colț nu mai poate fi întoarsă niciodată: dincolo de colț nu mai e nimic, deci nu poate fi încadrată din ambele părți. Piesele de pe marginile de lângă un colț pe care îl deții devin adesea și ele sigure.
strategy-x-squares = Pătratele de lângă un colț liber sunt periculoase. Cele de pe diagonală (b2, g2, b7 și g7) se numesc pătrate X, iar cele de pe margine, alături de colț (b1, a2, g1, h2, a7, b8, h7 și g8), pătrate C. Dacă joci acolo, adesea îi permiți adversarului să ia colțul.
strategy-edges = Piesele de pe margine se întorc mai greu decât cele din centru, pentru că pot fi încadrate doar de-a lungul marginii. Dar o piesă singură pe margine poate fi totuși încadrată: ocupă marginile cu grijă.
strategy-mobility = Să ai mai multe piese la mijlocul partidei nu înseamnă că ești în avantaj. Contează mobilitatea: câte mutări ai. Dacă întorci puține piese și îți ții piesele în interior, adversarului îi rămân puține mutări, și acelea proaste.
strategy-parity = Când pasezi, adversarul primește o mutare în plus, așa că încearcă să-l lași pe el fără mutări. Spre final, numără pătratele libere din fiecare zonă: dacă muți ultimul într-o zonă, acolo unde adversarul nu mai poate răspunde, câștigi adesea piese.

## Diagramele: $player și $other sunt numele culorilor (diagram-black, diagram-white), $square e pătratul unde se joacă mutarea, $turned pătratele ale căror piese se întorc (de exemplu „d4, e5”), $count câte sunt, $corner numele unui colț
# „Negrul” / „Albul” sunt jucătorii, la nominativ: folosiți-i doar ca subiect
diagram-black = Negrul
diagram-white = Albul
diagram-first-move = { $player } joacă { $square }: { $count ->
    [one] piesa de pe { $turned } este încadrată și se întoarce.
   *[other] piesele de pe { $turned } sunt încadrate și se întorc.
}
diagram-eight-directions = { $player } joacă { $square }: în fiecare dintre cele opt direcții este încadrată câte o linie, iar toate { $count ->
    [few] cele { $count } piese
   *[other] cele { $count } de piese
} se întorc deodată: { $turned }.
diagram-pass = { $player } joacă { $square } și întoarce { $turned }. Acum { $other } nu are nicio mutare și trebuie să paseze: { $player } joacă din nou, pe unul dintre pătratele cu punct.
diagram-corner = { $player } ia colțul { $square } și întoarce { $turned }. Nicio mutare nu va mai putea întoarce vreodată piesa de pe { $square }.
diagram-x-square = { $player } joacă { $square }, un pătrat X lângă colțul liber { $corner }, și întoarce { $turned }. Acum { $other } poate lua colțul { $corner }, după cum arată punctul.

## Despre
# $version este numărul versiunii jocului, de exemplu 0.1.0
about-version = Reversi { $version }
about-game = Reversi împotriva calculatorului, cu trei adversari, pentru desktop, browser și Android. Creat de autorii Reversi; nu colectează nimic și nu are nevoie de rețea.
# $licence este numele licenței, MIT
about-licence = Acest joc este software liber, sub licența { $licence }, redată integral mai jos împreună cu licențele componentelor din care este construit.
about-licences-heading = Licențe
about-licences-intro = Jocul include fonturile DejaVu Sans, Noto Sans CJK (pentru japoneză, chineză și coreeană) și Noto Sans Arabic, Hebrew, Devanagari, Bengali și Thai (pentru arabă, persană, ebraică, hindi, bengaleză și thailandeză), precum și bibliotecile Rust (crate-uri) enumerate mai jos. Licențele lor urmează așa cum le-au scris autorii, în engleză; un text care apare de mai multe ori este redat doar prima dată.
